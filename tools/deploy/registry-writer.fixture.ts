// Test fixture: a separate process that appends marks to the registry many times (see registry.test.ts).
import { updateRegistry } from './registry-store';

const [path, name, times] = process.argv.slice(2);
for (let i = 0; i < Number(times); i += 1) {
  updateRegistry((registry) => {
    const marks = (registry as unknown as { marks?: string[] }).marks ?? [];
    return { ...registry, marks: [...marks, `${name}${i}`] } as typeof registry;
  }, path);
}
