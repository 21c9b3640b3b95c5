import { call } from '../../../lib/api-client';
import type { SearchResponseDto, VideoDto } from '../../../../../openapi/api-types';

export type Video = VideoDto;
export type SearchResponse = SearchResponseDto;

export const searchVideos = (query: string) => call('get', '/api/youtube/search', { query: { q: query } });
