// Every island the server can render, each tied to its module in client/islands by name.
import BookingButton from '../../client/islands/BookingButton';
import FlashNotice from '../../client/islands/FlashNotice';
import NavDisclosure from '../../client/islands/NavDisclosure';
import PackageSelectButton from '../../client/islands/PackageSelectButton';
import RequestDoctorButton from '../../client/islands/RequestDoctorButton';
import { defineIsland } from './island';

export const BookingButtonIsland = defineIsland('BookingButton', BookingButton);
export const FlashNoticeIsland = defineIsland('FlashNotice', FlashNotice);
export const NavDisclosureIsland = defineIsland('NavDisclosure', NavDisclosure);
export const PackageSelectButtonIsland = defineIsland('PackageSelectButton', PackageSelectButton);
export const RequestDoctorButtonIsland = defineIsland('RequestDoctorButton', RequestDoctorButton);
