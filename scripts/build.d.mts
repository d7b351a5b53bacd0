/** Builds the named steps of scripts/build.mjs that are stale; returns the names of those it built. */
export function build(names?: string[], options?: { force?: boolean; quiet?: boolean }): string[];
