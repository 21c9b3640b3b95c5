import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { type SearchStyle, searchVideos } from '@/lib/api/search';
import { t } from '@/i18n/i18n';

/** A search's query key: the words asked and the kind of version looked for. */
export const songSearchKey = (words: string, style: SearchStyle) => ['youtube-search', style, words] as const;

/**
 * The Add Song dialog's search, as a query keyed by the words asked (and the chip's style): it
 * runs when asked, not as one types. While a new search runs the last results stay; a failed one
 * shows the server's own reason ("Please enter a search term." …, docs/product.md §8) in a toast
 * and, until the next search, in the dialog. Asking the same again searches again.
 */
export function useSongSearch() {
  const toast = useToast();
  const [asked, setAsked] = useState<{ words: string; style: SearchStyle } | null>(null);
  const search = useQuery({
    queryKey: songSearchKey(asked?.words ?? '', asked?.style ?? 'karaoke'),
    queryFn: async () => {
      try {
        return await searchVideos(asked!.words, asked!.style);
      } catch (error) {
        toast({ title: t('Search failed'), description: errorMessage(error, t('Failed to search YouTube')), variant: 'destructive' });
        throw error;
      }
    },
    enabled: asked !== null,
    // The last results stay on screen while the next search runs (none after a failure).
    placeholderData: keepPreviousData,
  });

  /** Searches `text` in `style`; blank words do nothing (docs/product.md §5). */
  function run(text: string, style: SearchStyle) {
    const words = text.trim();
    if (!words) return;
    if (asked?.words === words && asked.style === style) void search.refetch();
    else setAsked({ words, style });
  }

  const failed = search.isError && !search.isFetching;
  return {
    run,
    results: search.isError ? null : (search.data ?? null),
    searching: search.isFetching,
    failure: failed ? errorMessage(search.error, t('Failed to search YouTube')) : null,
  };
}
