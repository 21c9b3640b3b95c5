import { HttpStatus, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { SCREEN_NOT_FOUND } from './screens.errors.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A screen id that is not a UUID names no screen: the same 404 as one that does not exist, without a query. */
@Injectable()
class ParseScreenIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
      throw new NotFoundException({ statusCode: HttpStatus.NOT_FOUND, message: SCREEN_NOT_FOUND.message });
    }
    return value.toLowerCase();
  }
}

export const ScreenIdPipe = new ParseScreenIdPipe();
