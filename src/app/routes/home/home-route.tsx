import { BannerCarousel } from '../../../features/banners/components/banner-carousel';
import { HomePage } from '../../../features/catalogue/components/home-page';
import { HomeShopCard } from './home-shop-card';

/**
 * Spec §2.1 '/', '/home', §2.8 home: the catalogue's home page with, under its hero, the shop's
 * banners and the shop card (three features composed here, as the import rules ask).
 */
export function HomeRoute() {
  return (
    <HomePage
      intro={
        <div className="container-page grid gap-6 pt-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <BannerCarousel />
          <HomeShopCard />
        </div>
      }
    />
  );
}
