export type FoundChromium = { path?: string; problem?: string };
export type FoundPostgres = { url?: string; binDir?: string; problem?: string };

export function findChromium(): Promise<FoundChromium>;
export function findPostgresBinDir(): string | undefined;
export function findPostgres(): FoundPostgres;
