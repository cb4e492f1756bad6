import { standaloneSuite } from '../support/standalone-suite';

standaloneSuite('mfe-contact');
