import { locale } from '@/i18n/i18n';

interface Sung {
  addedBy: string;
  singers?: readonly { displayName: string; state: string }[];
}

/**
 * Everyone singing a song, by name, in the language shown: "Ann", "Ann and Ben", "Ann, Ben and
 * Cat" (docs/product.md "Sing together"): whoever added it and the others who accepted.
 */
export function singerNames(song: Sung, others: readonly string[] = []): string {
  const names = [...(song.singers?.filter((one) => one.state === 'accepted').map((one) => one.displayName) ?? [song.addedBy]), ...others];
  return names.length > 1 ? new Intl.ListFormat(locale(), { type: 'conjunction' }).format(names) : (names[0] ?? song.addedBy);
}
