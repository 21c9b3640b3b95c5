import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiResponse } from '@nestjs/swagger';
import { NOT_SIGNED_IN } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';

/**
 * The answers of a polled room part (RoomPollCache.answer): the part, 304 when the ETag sent in
 * If-None-Match still holds, and the refusals every room read shares.
 */
export function ApiRoomPoll(type: Type | [Type]): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({ type }),
    ApiResponse({ status: 304, description: 'Not modified since the ETag sent in If-None-Match' }),
    ApiErrors(NOT_SIGNED_IN, NOT_IN_ROOM, ROOM_NOT_FOUND),
  );
}
