import { ApiProperty } from '@nestjs/swagger';

export class InviteAddressDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'PUBLIC_URL, without a trailing slash, when the operator set it: invite links and QR codes use it',
  })
  publicUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '192.168.1.23',
    description:
      "This machine's best private IPv4 address (the server listens on every interface), for invites from an app opened at a " +
      'loopback address such as localhost: phones on the same Wi-Fi reach it. Null when PUBLIC_URL is set, when the machine has ' +
      'none, and for a caller that is not on this machine (nobody else needs it)',
  })
  lanAddress: string | null;
}
