// Async boundary: shared singletons are negotiated before the standalone frame starts.
import('./app/bootstrap');
