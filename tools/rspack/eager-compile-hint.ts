/**
 * V8's explicit compile hint (Chrome 136+), first in a script: every function of the file is compiled as the script
 * loads, off the main thread, instead of on the main thread the first time it is called. Other browsers read a
 * comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
