import type { InfoContent } from './types';

/** English texts of the information pages (spec §2.8, §9; DECISIONS.md). */
const en: InfoContent = {
  aboutUs: {
    lead:
      'Supply Desk is an online wholesale supplier for restaurants and food-service businesses in Ontario. We bring fresh produce, meat, dairy, seafood, frozen goods, pantry staples and kitchen supplies to your back door the next day, at wholesale prices, ordered in minutes.',
    sections: [
      {
        id: 'who-we-are',
        title: 'Who we are',
        blocks: [
          'We started Supply Desk because running a kitchen is hard enough without chasing a dozen suppliers, price lists and delivery windows. Today more than 1,500 restaurants in 18 Ontario cities order from us — from family-run noodle shops and bakeries to catering kitchens and multi-location groups.',
          'We work directly with farms, processors and manufacturers, buy in volume and pass the savings on. Our buyers and warehouse teams in Toronto and Ottawa check every delivery that comes in, so what reaches your kitchen is what you ordered.',
        ],
      },
      {
        id: 'what-we-sell',
        title: 'What we sell',
        blocks: [
          'More than 300 products in thirteen categories, chosen for professional kitchens:',
          {
            list: [
              'Fresh produce, meat, dairy and eggs, seafood and frozen foods.',
              'Rice, flour, cooking oils, sauces and condiments.',
              'Drinks for your fridge and fountain.',
              'Take-out containers, paper goods and cleaning supplies — including compostable and degradable containers.',
            ],
          },
          'Case sizes, volume prices and specifications are listed on every product page, so you can compare before you buy.',
        ],
      },
      {
        id: 'how-it-works',
        title: 'How ordering works',
        blocks: [
          {
            ordered: true,
            list: [
              'Tell us where you are: enter your restaurant’s address for delivery, or choose a warehouse for pickup.',
              'Browse by category or search, and add what you need to your cart.',
              'Pay online by card or pre-authorized debit (PAD), or choose cash on delivery.',
              'Receive your order the next day between 8:00 a.m. and 11:00 p.m., or collect it from the warehouse.',
            ],
          },
          'Prefer to talk to someone? Our phone sales agents can place an order on your behalf — call [+1 888-555-0199](tel:+18885550199), seven days a week.',
        ],
      },
      {
        id: 'our-promises',
        title: 'Our promises',
        blocks: [
          {
            list: [
              'Free next-day delivery on orders confirmed before midnight (see the [delivery schedule](/delivery-schedule)).',
              'No minimum order value. Orders under $100 before tax carry a $9.90 small order fee.',
              'Free returns* on unopened dry goods within 15 days, and on fresh goods reported within 24 hours of delivery.',
              'Price match and best-price guarantee: found the same product for less from another Ontario wholesaler? Tell us and we will match it.',
              'Eco-friendly, degradable containers in our packaging range.',
            ],
          },
          { note: '* Conditions apply. See our [return policy](/return-policy) for the details.' },
        ],
      },
      {
        id: 'where-we-deliver',
        title: 'Where we deliver',
        blocks: [
          'We deliver across the Greater Toronto Area and Hamilton from our Scarborough warehouse, and across Ottawa, Kanata, Nepean and Orléans from our Ottawa warehouse. Quebec is not served yet; we will announce it here when it is.',
          'Questions about your area? [Contact us](/contact-us) — we are happy to help.',
        ],
      },
    ],
  },

  paymentPolicy: {
    lead:
      'This policy explains how you can pay for Supply Desk orders, what each payment method costs and how pre-authorized debit (PAD) works.',
    meta: 'Effective November 1, 2023',
    sections: [
      {
        id: 'methods',
        title: 'Payment methods',
        blocks: [
          'You can pay for an order in one of these ways, depending on your shop and how you receive the order:',
          {
            list: [
              'Credit or debit card, online at checkout (Visa, Mastercard and American Express).',
              'Pre-authorized debit (PAD) from a Canadian business or personal bank account, online at checkout.',
              'Cash on delivery — delivery orders only.',
              'Pay later — for approved accounts only; ask your sales representative.',
            ],
          },
          'Self-pickup orders accept online payment only (card or PAD).',
        ],
      },
      {
        id: 'fees',
        title: 'Payment channel fee',
        blocks: [
          'Online payments processed by a third-party payment provider carry a 2% payment channel fee, calculated on the order total after tax. The fee is shown as a separate line at checkout before you pay.',
          'Example: an order of $200.00 plus 13% HST comes to $226.00; paid by card, the channel fee is $4.52 and you pay $230.52.',
          'Offline payments — cash on delivery — carry no payment channel fee.',
        ],
      },
      {
        id: 'pad-cashback',
        title: 'PAD cashback',
        blocks: [
          'Orders paid by pre-authorized debit earn a 1% cashback voucher, credited to your account after the order is completed and usable on a future order.',
          'For catch-weight items (products sold by actual weight), the cashback is computed on the recalculated price once the delivered weight is known, not on the estimate shown at checkout.',
          'Offline payments earn no cashback.',
        ],
      },
      {
        id: 'minimum',
        title: 'Minimum payable amount',
        blocks: [
          'An order can only be paid online when the amount to pay is greater than $0.50, after discounts, coupons and vouchers.',
        ],
      },
      {
        id: 'card',
        title: 'Card payments',
        blocks: [
          'When you pay by card we ask your bank to authorize the amount. Authorization usually takes one to three minutes; the payment result page shows “Authorizing” until your bank answers. Please do not close the page or pay a second time while it does.',
          'Card numbers are entered in our payment provider’s secure form and never stored on Supply Desk servers.',
          'For orders with catch-weight items, the card is authorized for the estimated total. You are charged the final amount once the weights are known; if the final amount is lower, the difference is never charged or is refunded to the same card.',
        ],
      },
      {
        id: 'pad',
        title: 'Pre-authorized debit (PAD)',
        blocks: [
          'To pay by PAD you first add a bank account, either by connecting to your online banking or by uploading a void cheque.',
          {
            list: [
              'Only Canadian bank accounts can be added.',
              'The account holder’s name must match your corporate or personal name on the Supply Desk account.',
              'A cheque image must be a .png, .jpg or .jpeg file smaller than 5 MB.',
              'You must read and accept the PAD authorization before the account is added.',
            ],
          },
          'Binding a bank account is completed within 48 hours. Until then, please choose another payment method for urgent orders. Debits follow the Payments Canada rules for business PADs; you may cancel your authorization at any time with 10 days’ notice by contacting us.',
        ],
      },
      {
        id: 'refunds',
        title: 'Refunds',
        blocks: [
          'Refunds go back to the original payment method: cards within 5–10 business days depending on your bank, PAD to the debited account, and cash-on-delivery orders as account credit or by cheque. See our [return policy](/return-policy) for when refunds apply.',
        ],
      },
      {
        id: 'taxes',
        title: 'Taxes and receipts',
        blocks: [
          'Prices are shown before tax. Harmonized sales tax (13% HST in Ontario) is added where it applies. Every order has an invoice you can download or receive by e-mail from the order page.',
        ],
      },
      {
        id: 'questions',
        title: 'Questions',
        blocks: [
          'Call [+1 888-555-0199](tel:+18885550199) (Monday–Sunday, 10:00 a.m.–10:00 p.m.) or write to [orders@supplydesk.ca](mailto:orders@supplydesk.ca).',
        ],
      },
    ],
  },

  privacyPolicy: {
    lead:
      'Your privacy matters to us. This policy explains what personal information Supply Desk collects, why, how we protect it and the choices you have. We follow the principles of Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA).',
    sections: [
      {
        id: 'scope',
        title: 'Who this policy covers',
        blocks: [
          'This policy applies to the Supply Desk website, our mobile apps, our desktop ordering console and orders placed by phone. It covers restaurant owners, their staff and anyone else who uses our services on behalf of a business.',
          'Our services are for business use by people aged 18 or older. We do not knowingly collect information from anyone under 18.',
        ],
      },
      {
        id: 'collect',
        title: 'Information we collect',
        blocks: [
          {
            list: [
              'Account details: your name, business name, mobile phone number and e-mail address.',
              'Delivery details: restaurant addresses, unit and buzzer numbers, delivery notes and the location you choose for delivery or pickup.',
              'Orders: what you buy, when, and your invoices, returns and coupons.',
              'Payment details: the payment method you choose. Card numbers are handled by our payment provider; for PAD we keep the bank account details and cheque image you give us.',
              'Communications: messages and calls with our customer service and sales agents.',
              'Technical information: device and browser type, app version, language and pages visited, used to keep the service working and improve it.',
            ],
          },
        ],
      },
      {
        id: 'use',
        title: 'How we use it',
        blocks: [
          {
            list: [
              'To create your account and sign you in with a one-time SMS code.',
              'To take, deliver and invoice your orders, and to handle returns and refunds.',
              'To tell you about your orders, and about products you asked to be reminded of when they are back in stock.',
              'To prevent fraud and keep our services secure.',
              'To understand how the store is used and improve it.',
              'With your consent, to send you offers and our newsletter. You can unsubscribe at any time.',
            ],
          },
        ],
      },
      {
        id: 'consent',
        title: 'Consent',
        blocks: [
          'By creating an account or placing an order you consent to our use of your information as described here. You may withdraw consent for optional uses, such as marketing, at any time; withdrawing consent for essential uses may mean we can no longer serve you.',
        ],
      },
      {
        id: 'sharing',
        title: 'Sharing',
        blocks: [
          'We do not sell your personal information. We share it only with service providers who help us run Supply Desk, under contracts that require them to protect it and use it only for us:',
          {
            list: [
              'payment processors for card and PAD payments;',
              'SMS, e-mail and customer-support chat providers;',
              'mapping services for address lookup and delivery routing;',
              'our delivery partners, who see what they need to deliver your order;',
              'hosting, search and analytics providers.',
            ],
          },
          'We may also disclose information when the law requires it, or to protect the rights and safety of our customers, staff and the public.',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and local storage',
        blocks: [
          'We use cookies and your device’s storage to remember your delivery or pickup location, your cart, your language, your recently viewed products and your sign-in session. Analytics cookies help us understand how the store is used. You can clear them in your browser settings; some features will then stop working until you set them again.',
        ],
      },
      {
        id: 'retention',
        title: 'Retention and safeguards',
        blocks: [
          'We keep personal information only as long as we need it for the purposes above or as the law requires — for example, order and tax records for seven years. We protect it with encryption in transit, access controls, hashed session tokens and staff training.',
          'Some of our service providers may store information outside Canada, where it is subject to the laws of that country.',
        ],
      },
      {
        id: 'rights',
        title: 'Access and correction',
        blocks: [
          'You can see and update most of your information in your account. You may also ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete your account. We will answer within 30 days.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        blocks: [
          'If we make a significant change to this policy, we will announce it on our website and by e-mail at least 30 days before it takes effect.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [
          'Questions or requests about your privacy can be sent to our Privacy Officer at [orders@supplydesk.ca](mailto:orders@supplydesk.ca) with “Privacy” in the subject, or by phone at [+1 888-555-0199](tel:+18885550199). If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner of Canada.',
        ],
      },
    ],
  },

  returnPolicy: {
    lead:
      'We want every delivery to be right. If something is wrong, here is how cancellations, returns and refunds work.',
    sections: [
      {
        id: 'cancellations',
        title: 'Cancelling an order',
        blocks: [
          {
            qa: [
              {
                q: 'Can I cancel an order?',
                a: [
                  'Yes. An order cancelled on the day it was placed, before 11:59 p.m., is refunded in full.',
                  'An order cancelled the next day — the delivery or pickup day — is refunded minus the $9.90 small order fee, because picking and loading have already started.',
                ],
              },
              {
                q: 'How do I cancel?',
                a: [
                  'Call customer service at [+1 888-555-0199](tel:+18885550199) (Monday–Sunday, 10:00 a.m.–10:00 p.m.) or write to [orders@supplydesk.ca](mailto:orders@supplydesk.ca) with your order number.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'returns',
        title: 'Returns',
        blocks: [
          {
            qa: [
              {
                q: 'Which products can I return?',
                a: [
                  'Unopened dry goods — rice, flour, oil, sauces, drinks, containers, paper goods and cleaning supplies — can be returned within 15 days of receipt, in their original packaging.',
                  'Fresh and frozen goods cannot be returned for a change of mind, but you are covered if they arrive damaged, spoiled or not as ordered (see below).',
                ],
              },
              {
                q: 'What should I do when fresh goods arrive?',
                a: [
                  'Please inspect fresh goods — produce, meat, dairy, seafood and frozen foods — when you receive them. If anything is damaged, spoiled, short or not what you ordered, tell us within 24 hours of delivery, with your order number and a photo. We will refund or replace it.',
                ],
              },
              {
                q: 'How do returns work?',
                a: [
                  'Contact us first. We will arrange to collect the goods with your next delivery or ask you to bring them to the warehouse, at no cost when the return is covered by this policy. Returns are free of charge.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'catch-weight',
        title: 'Catch-weight products',
        blocks: [
          {
            qa: [
              {
                q: 'How are products sold by weight charged?',
                a: [
                  'Some products — such as whole fish, cuts of meat and large vegetables — vary in weight. They are listed with an approximate weight per unit and charged at the standard price for that weight.',
                  'If the delivered weight is less than the standard weight, we refund the difference to your original payment method.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'refunds',
        title: 'Refunds and the small order fee',
        blocks: [
          {
            qa: [
              {
                q: 'When is the small order fee charged?',
                a: [
                  'A $9.90 small order fee (tax included) applies to orders under $100 before tax. There is no fee at $100 or more.',
                ],
              },
              {
                q: 'Does a return affect the small order fee?',
                a: [
                  'If returns bring an order below $100, the $9.90 small order fee is deducted from your refund.',
                  'The fee is waived when the shortfall comes from items we could not supply or from catch-weight refunds — you are never charged for our shortfall.',
                ],
              },
              {
                q: 'How and when will I be refunded?',
                a: [
                  'Refunds go back to your original payment method once the return is approved: cards within 5–10 business days depending on your bank, PAD to the debited account, and cash-on-delivery orders as account credit. See our [payment policy](/payment-policy) for more.',
                ],
              },
            ],
          },
        ],
      },
    ],
  },

  termsOfService: {
    lead:
      'These terms govern your use of Supply Desk — our website, apps, desktop ordering console and phone ordering — and every order you place with us. Please read them carefully.',
    sections: [
      {
        id: 'acceptance',
        title: 'Accepting these terms',
        blocks: [
          'By creating an account, signing in or placing an order, you agree to these terms on behalf of yourself and the business you represent. If you do not agree, please do not use our services.',
          'Our services are intended for businesses. You must be 18 or older and authorized to make purchases for your business.',
        ],
      },
      {
        id: 'accounts',
        title: 'Your account',
        blocks: [
          'You sign in with your mobile phone number and a one-time code sent by SMS. Keep your phone and codes secure: you are responsible for orders placed through your account. Tell us at once if you think someone else has used it.',
          'Our sales agents may place orders on your behalf at your request. Such orders are made under these terms, are recorded with the agent who placed them, and cannot use ordinary user coupons.',
        ],
      },
      {
        id: 'orders',
        title: 'Orders, prices and availability',
        blocks: [
          {
            list: [
              'Prices are in Canadian dollars and exclude tax unless stated. Prices and promotions may change at any time; the price that applies is the one confirmed at checkout.',
              'An order is accepted when it is confirmed and paid, or confirmed for cash on delivery or pay later. We may decline or cancel an order, for example when a product is out of stock or a price was clearly displayed in error; you will then be refunded in full.',
              'Products sold by weight are charged as described in our [return policy](/return-policy).',
              'Quantities may be limited per order, including special offers.',
              'Where a product becomes unavailable after you ordered it, we will remove it from the order and refund it.',
            ],
          },
        ],
      },
      {
        id: 'payment',
        title: 'Payment',
        blocks: [
          'You agree to pay for your orders with the methods offered at checkout, together with any fees described in our [payment policy](/payment-policy), including the small order fee and the payment channel fee.',
        ],
      },
      {
        id: 'delivery',
        title: 'Delivery and pickup',
        blocks: [
          'We deliver to restaurant and business addresses in our service areas on the schedule shown on our [delivery schedule](/delivery-schedule) page. Someone must be available to receive the order; if we cannot deliver because nobody is there, we may charge for redelivery.',
          'Pickup orders are collected at the chosen warehouse during its pickup hours. Ownership and risk pass to you when the goods are delivered or collected.',
        ],
      },
      {
        id: 'returns',
        title: 'Cancellations and returns',
        blocks: ['Cancellations, returns and refunds follow our [return policy](/return-policy).'],
      },
      {
        id: 'promotions',
        title: 'Coupons and promotions',
        blocks: [
          'Coupons and promotions are subject to their own conditions, have no cash value and cannot be combined unless stated. We may withdraw a promotion at any time, and may cancel benefits obtained through misuse.',
        ],
      },
      {
        id: 'use',
        title: 'Acceptable use',
        blocks: [
          'Do not misuse our services: no interfering with their operation, no automated scraping or ordering without our permission, no false information, and no use that breaks the law. We may suspend accounts that do.',
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        blocks: [
          'We provide our services with care, but we do not guarantee they will always be available or error-free. To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for indirect losses such as lost profits or business interruption. Nothing in these terms limits rights you have under the law that cannot be excluded.',
        ],
      },
      {
        id: 'law',
        title: 'Governing law',
        blocks: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction over any dispute.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        blocks: [
          'We may update these terms. We will announce significant changes on our website before they take effect; continuing to use our services after that means you accept the new terms.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        blocks: [
          'Questions about these terms? Call [+1 888-555-0199](tel:+18885550199) or write to [orders@supplydesk.ca](mailto:orders@supplydesk.ca).',
        ],
      },
    ],
  },

  deliverySchedule: {
    lead:
      'Free next-day delivery to restaurants across our service areas. Find your area and the day you order to see when your delivery arrives, or collect your order from one of our warehouses.',
    rules: [
      'Orders confirmed between 00:00 and 23:59 are delivered the next day, free of charge.',
      'Deliveries arrive between 8:00 a.m. and 11:00 p.m., within your restaurant’s opening hours.',
      'We deliver Monday to Saturday. There is no delivery on Sunday.',
      'Orders placed on Saturday or Sunday are delivered on Monday.',
      'Orders placed on Friday can be delivered on Saturday, or on Monday if you prefer.',
      'We deliver to restaurant and business addresses only.',
    ],
    outerAreas:
      'Some outer areas are not yet served by online delivery. If your address is outside the areas listed, please call our sales team at [+1 888-555-0199](tel:+18885550199) — we may still be able to deliver.',
    pickupLead:
      'Prefer to collect? Choose a warehouse as your position and pick up your order in person.',
    pickupRules: [
      'Pickup hours are Monday to Friday, 1:00 p.m. to 4:00 p.m. The warehouses are closed on weekends and Ontario public holidays.',
      'Allow 1 hour after your order is confirmed for us to prepare it.',
      'Meat and frozen products cannot be picked up; they are delivered only. Checkout tells you which items block pickup.',
      'Pickup orders are paid online (card or PAD).',
    ],
    faq: [
      {
        q: 'Is delivery really free?',
        a: ['Yes. Next-day delivery is free for every order. Orders under $100 before tax carry a $9.90 small order fee, whatever the delivery method.'],
      },
      {
        q: 'Can I choose a delivery time?',
        a: [
          'At checkout you can ask for the earliest delivery or for a time you would like it to arrive around. We deliver between 8:00 a.m. and 11:00 p.m. and do our best to meet your preference within your opening hours.',
        ],
      },
      {
        q: 'I ordered on Friday. When will it arrive?',
        a: ['Friday orders can be delivered on Saturday. If your restaurant is closed on Saturday, choose Monday at checkout.'],
      },
      {
        q: 'Why can’t I pick up meat or frozen products?',
        a: [
          'To keep the cold chain unbroken, meat and frozen products travel only in our refrigerated trucks. Order them for delivery, or split your order: dry and fresh goods for pickup, meat and frozen for delivery.',
        ],
      },
      {
        q: 'Are the warehouses open on public holidays?',
        a: ['No. Pickup is closed on Ontario public holidays. Deliveries on those days may move to the next delivery day; we will let you know.'],
      },
      {
        q: 'My area is not listed. What can I do?',
        a: ['Call our sales team at [+1 888-555-0199](tel:+18885550199). Quebec is not served yet; we will announce new areas as they open.'],
      },
    ],
  },

  contactUs: {
    lead: 'We are here seven days a week to help with orders, deliveries, returns and your account.',
    serviceBody:
      'Call or write to us Monday to Sunday, 10:00 a.m. to 10:00 p.m. For an existing order, please have your order number ready.',
    warehousesLead: 'Our two warehouses serve delivery in their areas and welcome pickup orders on weekdays.',
    help: [
      { title: 'Delivery days and areas', body: 'See the [delivery schedule](/delivery-schedule) for when your order arrives.' },
      { title: 'Returns and refunds', body: 'Read our [return policy](/return-policy) for cancellations, returns and the small order fee.' },
      { title: 'Payment questions', body: 'Our [payment policy](/payment-policy) covers cards, PAD, fees and cashback.' },
    ],
  },

  appDownload: {
    promo:
      'Order faster with the Supply Desk app. Reorder your usual items in a few taps, follow your deliveries and get back-in-stock alerts on your phone.',
    benefits: [
      'Reorder from your order history in seconds.',
      'Delivery and payment updates as notifications.',
      'Back-in-stock reminders for the products you need.',
      'The same prices, coupons and free next-day delivery as the website.',
    ],
    note: 'Available for iPhone and Android phones in Canada.',
  },
};

export default en;
