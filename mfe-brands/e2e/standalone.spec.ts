import { test } from '@playwright/test';
import { standaloneSuite } from '@bbg/e2e';

// /brands plays a video and a carousel beside eleven cards: its accessibility scan can take half a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

standaloneSuite('mfe-brands');
