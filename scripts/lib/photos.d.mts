export const repoRoot: string;
export const photosDir: string;
export function photoPath(name: string): string;
export function listPhotos(): string[];
