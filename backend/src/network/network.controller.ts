import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { InviteAddressDto } from './invite-address.dto.js';
import { fromThisMachine, NetworkInterfacesReader } from './lan-address.js';

/** Public: the party app asks before it draws an invite QR code (docs/architecture.md "Invite address"). */
@ApiTags('network')
@Controller()
export class NetworkController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly interfaces: NetworkInterfacesReader,
  ) {}

  @Get('invite-address')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Where invite links should point: PUBLIC_URL when set; else, for an app opened on this machine (localhost), ' +
      "the machine's address on the local network",
  })
  @ApiOkResponse({ type: InviteAddressDto })
  inviteAddress(@Req() request: FastifyRequest): InviteAddressDto {
    if (this.config.publicUrl) return { publicUrl: this.config.publicUrl, lanAddress: null };
    return { publicUrl: null, lanAddress: fromThisMachine(request) ? this.interfaces.lanAddress() : null };
  }
}
