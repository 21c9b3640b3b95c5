import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReply, listRequest, mockApi, renderInAdmin, reply } from '../test/api';
import { RoomList } from './RoomList';

const LIST = listRequest('rooms');
const room = {
  roomId: 'room-1',
  code: 'ABC123',
  name: 'Friday night',
  ownerId: 5,
  ownerUsername: 'sam',
  userCount: 3,
  queueCount: 7,
  isActive: true,
  isLocked: false,
  createdAt: '2026-11-22T18:00:00Z',
  lastActivity: '2026-11-22T19:00:00Z',
};
const page = listReply('rooms', [room]);

async function deleteRoom() {
  const row = (await screen.findByText('Friday night')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Delete room' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Delete the room “Friday night” (ABC123)?')).toBeInTheDocument();
  return dialog;
}

describe('RoomList', () => {
  afterEach(() => vi.restoreAllMocks());

  it("deletes a room only after confirmation: 'Room deleted'", async () => {
    const api = mockApi({ [LIST]: page, 'DELETE /api/admin/rooms/room-1': { roomId: 'room-1', deleted: true } });
    renderInAdmin(<RoomList resource="rooms" />);

    const dialog = await deleteRoom();
    expect(api.called('DELETE', '/api/admin/rooms/room-1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Room deleted')).toBeInTheDocument();
    expect(api.called('DELETE', '/api/admin/rooms/room-1')).toHaveLength(1);
  });

  it("says 'Delete Failed' with the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [LIST]: page, 'DELETE /api/admin/rooms/room-1': () => reply(404, { statusCode: 404, message: 'Room not found', error: 'Not Found' }) });
    renderInAdmin(<RoomList resource="rooms" />);

    fireEvent.click(within(await deleteRoom()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed: Room not found')).toBeInTheDocument();
  });
});
