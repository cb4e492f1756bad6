// Puts `import '<options.module>';` before a module's own imports, so it runs first (see create-config.ts).
// The import is written relative to the module: an absolute path would make the module's size, and so how the
// build splits its chunks, depend on the folder the checkout sits in.
module.exports = function prependImport(source) {
  const { module: target } = this.getOptions();
  return `import ${JSON.stringify(this.utils.contextify(this.context, target))};\n${source}`;
};
