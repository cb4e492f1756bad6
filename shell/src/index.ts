// Async boundary: shared singletons (React, the router, the platform signal) are negotiated before any app code runs.
import('./app/bootstrap');
