// Async boundary, as in every app: shared modules are negotiated before the catalogue starts.
import('./bootstrap');
