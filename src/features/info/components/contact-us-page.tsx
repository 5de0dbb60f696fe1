import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, MailIcon, PhoneIcon, WarehouseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { ErrorNotice } from '../../../components/error-notice';
import { contact } from '../../../config/contact';
import { useWarehouses } from '../api/get-warehouses';
import { useInfoContent } from '../hooks/use-info-content';
import { InfoPage, InfoSection, WithInfoContent } from './info-page';
import { RichText } from './rich-text';
import { WarehouseHours, WarehouseMapsLink } from './warehouse-hours';

/** /contact-us (spec §9 Service and policy): customer service, the two warehouses, where to find answers. */
export function ContactUsPage() {
  const { t } = useTranslation();
  const content = useInfoContent().data;
  const warehouses = useWarehouses();

  return (
    <InfoPage title={t('info.titles.contact_us')} lead={content?.contactUs.lead} wide>
      <InfoSection id="customer-service" title={t('info.contact.customer_service')}>
        <div className="mt-4 rounded-card border border-line bg-surface p-5 sm:p-6">
          {content ? <p className="max-w-prose leading-relaxed text-ink">{content.contactUs.serviceBody}</p> : null}
          <dl className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <ContactItem icon={<PhoneIcon />} label={t('info.contact.phone')}>
              <a href={contact.phoneHref} className="text-lg font-semibold text-brand-700 hover:underline">
                {contact.phone}
              </a>
            </ContactItem>
            <ContactItem icon={<MailIcon />} label={t('info.contact.email')}>
              <a href={`mailto:${contact.email}`} className="text-base font-semibold break-words text-brand-700 hover:underline">
                {contact.email}
              </a>
            </ContactItem>
            <ContactItem icon={<ClockIcon />} label={t('info.contact.hours')}>
              <span className="font-semibold text-ink">{t('info.contact.hours_value')}</span>
            </ContactItem>
          </dl>
        </div>
      </InfoSection>

      <InfoSection id="warehouses" title={t('info.contact.warehouses')}>
        {content ? <p className="mt-4 max-w-prose leading-relaxed text-ink">{content.contactUs.warehousesLead}</p> : null}
        <div className="mt-4">
          {warehouses.isPending ? (
            <LoadingBox />
          ) : warehouses.isError ? (
            <ErrorNotice error={warehouses.error} onRetry={() => void warehouses.refetch()} />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {warehouses.data.map((warehouse) => (
                <li key={warehouse.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
                  <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
                    <WarehouseIcon className="text-brand-700" />
                    {warehouse.city}
                  </h3>
                  <address className="text-sm leading-relaxed text-ink not-italic">
                    {warehouse.address}
                    <br />
                    <a href={`tel:${warehouse.tel}`} className="font-medium text-brand-700 hover:underline">
                      {warehouse.tel}
                    </a>
                  </address>
                  <div>
                    <p className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                      {t('info.contact.pickup_hours')}
                    </p>
                    <WarehouseHours warehouse={warehouse} />
                  </div>
                  <WarehouseMapsLink warehouse={warehouse} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </InfoSection>

      <WithInfoContent>
        {({ contactUs }) => (
          <InfoSection id="help" title={t('info.contact.help')}>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {contactUs.help.map((item) => (
                <li key={item.title} className="rounded-card border border-line bg-surface p-5">
                  <h3 className="font-semibold text-ink">{item.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">
                    <RichText text={item.body} />
                  </p>
                </li>
              ))}
            </ul>
          </InfoSection>
        )}
      </WithInfoContent>
    </InfoPage>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm text-ink-muted">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 pl-13">{children}</dd>
    </div>
  );
}
