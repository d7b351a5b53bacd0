export function moduleState(source: string, fileName?: string): string[];
