// Test fixture: publishes the built shell (shell/dist) alone to a target, against an empty registry: what a target
// holds after the shell's publish, before any remote is released there. Usage: publish-shell.fixture.ts <target>
import { shellApp } from '../apps';
import { publishShell } from '../cli/build';
import { emptyRegistry } from './registry-store';
import { sourceHash } from './source-hash';
import { openTarget } from './storage/deploy-target';

await publishShell(openTarget(process.argv[2]), emptyRegistry(), sourceHash(shellApp));
