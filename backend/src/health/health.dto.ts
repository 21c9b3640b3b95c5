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

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';

  @ApiProperty({ description: 'Seconds since this instance started', example: 3600 })
  uptimeSeconds: number;
}

export class ReadinessCheckDto {
  @ApiProperty({ enum: ['up', 'down', 'disabled'], example: 'up' })
  status: 'up' | 'down' | 'disabled';

  @ApiPropertyOptional({ description: 'Why this part is not ready', example: 'The database did not answer within 2 s.' })
  error?: string;
}

class ReadinessChecksDto {
  @ApiProperty({ type: ReadinessCheckDto, description: 'A trivial query answers' })
  database: ReadinessCheckDto;

  @ApiProperty({ type: ReadinessCheckDto, description: 'Every migration of this build is applied' })
  migrations: ReadinessCheckDto;

  @ApiProperty({ type: ReadinessCheckDto, description: "PING answers; 'disabled' when REDIS_URL is not set" })
  redis: ReadinessCheckDto;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready'], example: 'ready' })
  status: 'ready' | 'not_ready';

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;

  @ApiPropertyOptional({
    description: 'Names the failing parts (only when not ready)',
    example: 'Not ready: database is down (The database did not answer within 2 s.)',
  })
  message?: string;
}
