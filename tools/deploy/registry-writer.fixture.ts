// Test fixture: a separate process that appends marks to the registry many times (see registry.test.ts).
import { updateRegistry } from './registry-store';
import { openTarget } from './storage/deploy-target';

const [target, name, times] = process.argv.slice(2);
const store = openTarget(target);
for (let i = 0; i < Number(times); i += 1) {
  await updateRegistry(
    store,
    (registry) => {
      const marks = (registry as unknown as { marks?: string[] }).marks ?? [];
      return { ...registry, marks: [...marks, `${name}${i}`] } as typeof registry;
    },
    { what: `writer ${name}`, attempts: 200, backoffMs: 2 },
  );
}
