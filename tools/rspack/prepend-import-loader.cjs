// Puts `import '<module>';` for each of options.modules, in order, before a module's own imports, so they run first
// (see create-config.ts). The imports are written relative to the module: an absolute path would make the module's
// size, and so how the build splits its chunks, depend on the folder the checkout sits in.
module.exports = function prependImport(source) {
  const { modules } = this.getOptions();
  return `${modules.map((target) => `import ${JSON.stringify(this.utils.contextify(this.context, target))};\n`).join('')}${source}`;
};
