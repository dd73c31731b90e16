// Async boundary: the federation runtime negotiates the shared singletons before any app code runs.
import('./bootstrap');

export {};
