import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DependencyHealthDto {
  @ApiProperty({ enum: ['up', 'down', 'disabled'], example: 'up' })
  status: 'up' | 'down' | 'disabled';

  @ApiPropertyOptional({ description: 'Round-trip time of a trivial query, in ms', example: 2 })
  latencyMs?: number;

  @ApiPropertyOptional({ description: 'Which backend serves this dependency', example: 'postgres' })
  kind?: string;

  @ApiPropertyOptional({ description: 'Why the dependency is down', example: 'connection refused' })
  error?: string;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status: 'ok' | 'error';

  @ApiProperty({ type: DependencyHealthDto })
  database: DependencyHealthDto;

  @ApiProperty({ type: DependencyHealthDto, description: "'disabled' when REDIS_URL is not set" })
  redis: DependencyHealthDto;

  @ApiProperty({ description: 'Seconds since this instance started', example: 3600 })
  uptimeSeconds: number;
}
