export const POSTGRES_BIN: string;
export const POSTGRES_PACKAGES: string[];
export function postgresInstalled(): boolean;
export function freePort(): Promise<number>;
export interface TestPostgres {
  url: string;
  port: number;
  dir: string;
  halt(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
export function startPostgres(options?: { log?: (line: string) => void }): Promise<TestPostgres>;
