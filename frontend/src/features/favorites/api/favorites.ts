import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FavoriteDto } from '../../../lib/api-types';
import type { SongInput } from '../../queue/api/queue';

export type Favorite = FavoriteDto;

export const favoritesKey = ['favorites'] as const;
export const getFavorites = () => api.get<FavoriteDto[]>('/api/favorites');
export const favoritesQuery = () => queryOptions({ queryKey: favoritesKey, queryFn: getFavorites });
export const addFavorite = (song: SongInput) => api.post<FavoriteDto>('/api/favorites', song);
export const removeFavorite = (videoId: string) => api.delete(`/api/favorites/${encodeURIComponent(videoId)}`);
