import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { FavoriteDto } from '@api-types';
import type { SongInput } from './queue';

export type Favorite = FavoriteDto;

export const favoritesKey = ['favorites'] as const;
const getFavorites = () => call('get', '/api/favorites');
export const favoritesQuery = () => queryOptions({ queryKey: favoritesKey, queryFn: getFavorites });
export const addFavorite = (song: SongInput) => call('post', '/api/favorites', { body: song });
export const removeFavorite = (videoId: string) => call('delete', '/api/favorites/{videoId}', { path: { videoId } });
