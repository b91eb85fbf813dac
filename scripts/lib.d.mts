export const root: string;
export function run(command: string, args: string[], options?: object): void;
export function ensureDependencies(): void;
export function buildIfStale(options?: { force?: boolean }): void;
export function hasCommand(command: string): boolean;
