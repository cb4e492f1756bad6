export { renderStandalone } from './standalone-app';
