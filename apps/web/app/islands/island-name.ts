/** An island's name: its file name without `.island.tsx` (ADR 0005). Shared by the loaders and the build's plugin. */
export const islandNameOf = (path: string): string => path.slice(path.lastIndexOf("/") + 1).replace(/\.island\.tsx$/, "");
