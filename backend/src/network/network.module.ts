import { Module } from '@nestjs/common';
import { NetworkInterfacesReader } from './lan-address.js';
import { NetworkController } from './network.controller.js';

@Module({ controllers: [NetworkController], providers: [NetworkInterfacesReader] })
export class NetworkModule {}
