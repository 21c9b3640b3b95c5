import { ApiProperty } from '@nestjs/swagger';

export class CurrentlyPlayingDto {
  @ApiProperty() videoId: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) thumbnail: string | null;
  @ApiProperty({ nullable: true, type: String }) duration: string | null;
  @ApiProperty({ description: 'Display name of the person who added it' }) addedBy: string;
  @ApiProperty({ nullable: true, type: Number }) addedById: number | null;
  @ApiProperty() startedAt: Date;
  @ApiProperty({ description: 'The joke track played instead of the queue head' }) isRickRoll: boolean;
}

export class PlayingDto {
  @ApiProperty({ type: CurrentlyPlayingDto, nullable: true }) currentlyPlaying: CurrentlyPlayingDto | null;
  @ApiProperty({ description: "The room's version; every change bumps it" }) version: number;
}

export class PlayNextDto {
  @ApiProperty({ type: CurrentlyPlayingDto, nullable: true, description: 'The new song; null when the queue was empty' })
  currentlyPlaying: CurrentlyPlayingDto | null;
  @ApiProperty() isRickRoll: boolean;
}
