/** `Promise.all([u.e(18),u.e(26),u.e(24)])`: the chunks a lazy module waits for, each loaded by the runtime's `.e`. */
const LOADS = /Promise\.all\(\[((?:[\w$]+\.e\(\d+\),)*[\w$]+\.e\(\d+\))\]\)/g;
const LOAD = /^([\w$]+)\.e\((\d+)\)$/;

/**
 * A runtime's lists of chunks to load together, in chunk id order. The build orders them by something of the
 * checkout's path (a remote built in /tmp/a/ listed 24 before 26, in /tmp/bb/ after), and a remote's version is the
 * hash of its bytes. They load side by side, so their order changes nothing. A list mixing two runtimes is left alone.
 */
export function stableChunkLoads(code: string): string {
  return code.replace(LOADS, (whole, list: string) => {
    const loads = list.split(',').map((load) => LOAD.exec(load));
    const runtime = loads[0]?.[1];
    if (loads.some((load) => !load || load[1] !== runtime)) return whole;
    const ids = loads.map((load) => Number(load?.[2])).sort((a, b) => a - b);
    return `Promise.all([${ids.map((id) => `${runtime}.e(${id})`).join(',')}])`;
  });
}
