import { ApiProperty } from '@nestjs/swagger';

export class TierLimitsDto {
  @ApiProperty({ example: 1 }) simultaneousRooms: number;
  @ApiProperty({ example: 4 }) guestsPerRoom: number;
  @ApiProperty({ example: 5 }) maxQueueSize: number;
  @ApiProperty({ example: 60 }) roomTimeMinutes: number;
  @ApiProperty({ example: 2 }) roomsPerDay: number;
}

export class TierDto {
  @ApiProperty({ example: 'Basic' }) displayName: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: TierLimitsDto }) limits: TierLimitsDto;
}
