import { call } from '../api-client';
import type { operations, SearchResponseDto, VideoDto } from '@api-types';

export type Video = VideoDto;
export type SearchResponse = SearchResponseDto;
/** The Add Song dialog's chips: what kind of version to look for. */
export type SearchStyle = NonNullable<operations['YoutubeController_search']['parameters']['query']['style']>;

export const searchVideos = (query: string, style: SearchStyle = 'karaoke') =>
  call('get', '/api/youtube/search', { query: style === 'karaoke' ? { q: query } : { q: query, style } });
