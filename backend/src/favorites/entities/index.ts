import { Favorite } from './favorite.entity.js';

/** The favorites module's table (favorites). */
export const FAVORITES_ENTITIES = [Favorite];
