interface Sung {
  addedBy: string;
  singers?: readonly { displayName: string; state: string }[];
}

/**
 * Everyone singing a song, by name: "Ann", "Ann & Ben", "Ann & Ben & Cat" (docs/product.md "Sing
 * together"): whoever added it and the others who accepted. The ampersand reads in every language
 * the app speaks and keeps the guest's first download small (docs/performance.md §5).
 */
export function singerNames(song: Sung, others: readonly string[] = []): string {
  return [...(song.singers?.filter((one) => one.state === 'accepted').map((one) => one.displayName) ?? [song.addedBy]), ...others].join(' & ');
}
