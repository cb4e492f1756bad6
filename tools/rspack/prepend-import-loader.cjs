// Puts `import '<options.module>';` before a module's own imports, so it runs first (see create-config.ts).
module.exports = function prependImport(source) {
  const { module: target } = this.getOptions();
  return `import ${JSON.stringify(target)};\n${source}`;
};
