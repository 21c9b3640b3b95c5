import { api } from '../../../lib/api-client';
import type { SearchResponseDto, VideoDto } from '../../../lib/api-types';

export type Video = VideoDto;
export type SearchResponse = SearchResponseDto;

export const searchVideos = (query: string) => api.get<SearchResponseDto>(`/api/youtube/search?q=${encodeURIComponent(query)}`);
