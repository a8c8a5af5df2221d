import type { SandboxModule } from '../types';

/**
 * Every backend area the sandbox serves. Adding a backend = one file in this folder
 * exporting a `SandboxModule` + one line here.
 */
export const modules: SandboxModule[] = [
];
