import type { InfoContent } from './types';

/** Textes français des pages d’information (spécification §2.8, §9; DECISIONS.md). */
const fr: InfoContent = {
  aboutUs: {
    lead:
      'Supply Desk est un grossiste en ligne pour les restaurants et les entreprises de services alimentaires de l’Ontario. Fruits et légumes frais, viandes, produits laitiers, poissons et fruits de mer, surgelés, produits d’épicerie et fournitures de cuisine : vous commandez en quelques minutes et nous livrons le lendemain, au prix de gros.',
    sections: [
      {
        id: 'who-we-are',
        title: 'Qui nous sommes',
        blocks: [
          'Nous avons créé Supply Desk parce que gérer une cuisine est déjà assez exigeant sans courir après une douzaine de fournisseurs, de listes de prix et de plages de livraison. Aujourd’hui, plus de 1 500 restaurants dans 18 villes de l’Ontario commandent chez nous, des comptoirs de nouilles et boulangeries familiales aux cuisines de traiteur et aux groupes de restauration.',
          'Nous travaillons directement avec des fermes, des transformateurs et des fabricants, nous achetons en volume et nous vous faisons profiter des économies. Nos équipes d’achat et d’entrepôt de Toronto et d’Ottawa vérifient chaque arrivage, pour que votre cuisine reçoive exactement ce que vous avez commandé.',
        ],
      },
      {
        id: 'what-we-sell',
        title: 'Ce que nous vendons',
        blocks: [
          'Plus de 300 produits dans treize catégories, choisis pour les cuisines professionnelles :',
          {
            list: [
              'Fruits et légumes frais, viandes, produits laitiers et œufs, poissons et fruits de mer, surgelés.',
              'Riz, farines, huiles de cuisson, sauces et condiments.',
              'Boissons pour votre réfrigérateur et votre fontaine.',
              'Contenants pour emporter, produits de papier et produits d’entretien, dont des contenants compostables et dégradables.',
            ],
          },
          'Le format, les prix de volume et les caractéristiques figurent sur chaque fiche produit, pour comparer avant d’acheter.',
        ],
      },
      {
        id: 'how-it-works',
        title: 'Comment commander',
        blocks: [
          {
            ordered: true,
            list: [
              'Indiquez-nous où vous êtes : l’adresse de votre restaurant pour la livraison, ou un entrepôt pour la cueillette.',
              'Parcourez les catégories ou faites une recherche, puis ajoutez ce qu’il vous faut au panier.',
              'Payez en ligne par carte ou par débit préautorisé (DPA), ou choisissez le paiement comptant à la livraison.',
              'Recevez votre commande le lendemain entre 8 h et 23 h, ou récupérez-la à l’entrepôt.',
            ],
          },
          'Vous préférez parler à quelqu’un? Nos agents de vente par téléphone peuvent passer la commande pour vous : appelez le [+1 888-555-0199](tel:+18885550199), sept jours sur sept.',
        ],
      },
      {
        id: 'our-promises',
        title: 'Nos engagements',
        blocks: [
          {
            list: [
              'Livraison gratuite le lendemain pour les commandes confirmées avant minuit (voir l’[horaire de livraison](/delivery-schedule)).',
              'Aucun montant minimum de commande. Les commandes de moins de 100 $ avant taxes comportent des frais de petite commande de 9,90 $.',
              'Retours gratuits* des produits secs non ouverts dans les 15 jours, et des produits frais signalés dans les 24 heures suivant la livraison.',
              'Égalisation des prix et garantie du meilleur prix : vous trouvez le même produit moins cher chez un autre grossiste ontarien? Dites-le-nous et nous l’égalerons.',
              'Des contenants écologiques et dégradables dans notre gamme d’emballages.',
            ],
          },
          { note: '* Certaines conditions s’appliquent. Consultez notre [politique de retour](/return-policy) pour les détails.' },
        ],
      },
      {
        id: 'where-we-deliver',
        title: 'Où nous livrons',
        blocks: [
          'Nous livrons dans la région du Grand Toronto et à Hamilton depuis notre entrepôt de Scarborough, et à Ottawa, Kanata, Nepean et Orléans depuis notre entrepôt d’Ottawa. Le Québec n’est pas encore desservi; nous l’annoncerons ici le moment venu.',
          'Une question sur votre secteur? [Contactez-nous](/contact-us) : nous serons heureux de vous aider.',
        ],
      },
    ],
  },

  paymentPolicy: {
    lead:
      'Cette politique explique comment payer vos commandes Supply Desk, ce que coûte chaque mode de paiement et comment fonctionne le débit préautorisé (DPA).',
    meta: 'En vigueur depuis le 1er novembre 2023',
    sections: [
      {
        id: 'methods',
        title: 'Modes de paiement',
        blocks: [
          'Selon votre boutique et la façon dont vous recevez la commande, vous pouvez payer :',
          {
            list: [
              'par carte de crédit ou de débit, en ligne au moment du paiement (Visa, Mastercard et American Express);',
              'par débit préautorisé (DPA) depuis un compte bancaire canadien, d’entreprise ou personnel, en ligne au moment du paiement;',
              'comptant à la livraison, pour les commandes livrées seulement;',
              'plus tard, pour les comptes approuvés seulement : renseignez-vous auprès de votre représentant.',
            ],
          },
          'Les commandes en cueillette n’acceptent que le paiement en ligne (carte ou DPA).',
        ],
      },
      {
        id: 'fees',
        title: 'Frais de canal de paiement',
        blocks: [
          'Les paiements en ligne traités par un fournisseur de paiement tiers comportent des frais de canal de paiement de 2 %, calculés sur le total de la commande taxes incluses. Ces frais apparaissent sur une ligne distincte avant que vous payiez.',
          'Exemple : une commande de 200,00 $ plus 13 % de TVH donne 226,00 $; payée par carte, les frais de canal sont de 4,52 $ et vous payez 230,52 $.',
          'Les paiements hors ligne (comptant à la livraison) ne comportent aucuns frais de canal de paiement.',
        ],
      },
      {
        id: 'pad-cashback',
        title: 'Remise en argent DPA',
        blocks: [
          'Les commandes payées par débit préautorisé donnent droit à un bon de remise de 1 %, crédité à votre compte une fois la commande terminée et utilisable sur une prochaine commande.',
          'Pour les produits à poids variable (vendus au poids réel), la remise est calculée sur le prix recalculé une fois le poids livré connu, et non sur l’estimation affichée au paiement.',
          'Les paiements hors ligne ne donnent droit à aucune remise.',
        ],
      },
      {
        id: 'minimum',
        title: 'Montant minimum payable',
        blocks: [
          'Une commande ne peut être payée en ligne que si le montant à payer dépasse 0,50 $, après rabais, coupons et bons.',
        ],
      },
      {
        id: 'card',
        title: 'Paiements par carte',
        blocks: [
          'Lorsque vous payez par carte, nous demandons à votre banque d’autoriser le montant. L’autorisation prend habituellement de une à trois minutes; la page de résultat affiche « Autorisation en cours » jusqu’à la réponse de votre banque. Ne fermez pas la page et ne payez pas une seconde fois pendant ce temps.',
          'Les numéros de carte sont saisis dans le formulaire sécurisé de notre fournisseur de paiement et ne sont jamais conservés sur les serveurs de Supply Desk.',
          'Pour les commandes comprenant des produits à poids variable, la carte est autorisée pour le total estimé. Vous êtes débité du montant final une fois les poids connus; si ce montant est inférieur, la différence n’est jamais prélevée ou vous est remboursée sur la même carte.',
        ],
      },
      {
        id: 'pad',
        title: 'Débit préautorisé (DPA)',
        blocks: [
          'Pour payer par DPA, ajoutez d’abord un compte bancaire, en vous connectant à vos services bancaires en ligne ou en téléversant un chèque annulé.',
          {
            list: [
              'Seuls les comptes bancaires canadiens peuvent être ajoutés.',
              'Le nom du titulaire doit correspondre au nom de l’entreprise ou au nom personnel inscrit à votre compte Supply Desk.',
              'L’image du chèque doit être un fichier .png, .jpg ou .jpeg de moins de 5 Mo.',
              'Vous devez lire et accepter l’autorisation de DPA avant l’ajout du compte.',
            ],
          },
          'L’association d’un compte bancaire est terminée dans les 48 heures. D’ici là, choisissez un autre mode de paiement pour les commandes urgentes. Les prélèvements suivent les règles de Paiements Canada pour les DPA d’entreprise; vous pouvez annuler votre autorisation en tout temps moyennant un préavis de 10 jours en communiquant avec nous.',
        ],
      },
      {
        id: 'refunds',
        title: 'Remboursements',
        blocks: [
          'Les remboursements sont faits sur le mode de paiement d’origine : sur la carte dans un délai de 5 à 10 jours ouvrables selon votre banque, sur le compte débité pour le DPA, et en crédit au compte ou par chèque pour les commandes payées comptant. Consultez notre [politique de retour](/return-policy) pour savoir quand un remboursement s’applique.',
        ],
      },
      {
        id: 'taxes',
        title: 'Taxes et factures',
        blocks: [
          'Les prix sont affichés avant taxes. La taxe de vente harmonisée (TVH de 13 % en Ontario) s’ajoute lorsqu’elle s’applique. Chaque commande a une facture que vous pouvez télécharger ou recevoir par courriel depuis la page de la commande.',
        ],
      },
      {
        id: 'questions',
        title: 'Questions',
        blocks: [
          'Appelez le [+1 888-555-0199](tel:+18885550199) (du lundi au dimanche, de 10 h à 22 h) ou écrivez à [orders@supplydesk.ca](mailto:orders@supplydesk.ca).',
        ],
      },
    ],
  },

  privacyPolicy: {
    lead:
      'Votre vie privée compte pour nous. Cette politique explique quels renseignements personnels Supply Desk recueille, pourquoi, comment nous les protégeons et quels choix vous avez. Nous suivons les principes de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE).',
    sections: [
      {
        id: 'scope',
        title: 'Portée de cette politique',
        blocks: [
          'Cette politique s’applique au site Supply Desk, à nos applications mobiles, à notre console de commande pour ordinateur et aux commandes passées par téléphone. Elle vise les propriétaires de restaurants, leur personnel et toute personne qui utilise nos services pour le compte d’une entreprise.',
          'Nos services sont destinés à un usage professionnel par des personnes de 18 ans ou plus. Nous ne recueillons pas sciemment de renseignements sur des personnes de moins de 18 ans.',
        ],
      },
      {
        id: 'collect',
        title: 'Renseignements que nous recueillons',
        blocks: [
          {
            list: [
              'Compte : votre nom, le nom de votre entreprise, votre numéro de cellulaire et votre adresse courriel.',
              'Livraison : adresses de restaurant, numéros d’unité et d’interphone, notes de livraison et lieu choisi pour la livraison ou la cueillette.',
              'Commandes : ce que vous achetez et quand, ainsi que vos factures, retours et coupons.',
              'Paiement : le mode de paiement choisi. Les numéros de carte sont traités par notre fournisseur de paiement; pour le DPA, nous conservons les coordonnées bancaires et l’image du chèque que vous nous fournissez.',
              'Communications : vos messages et appels avec notre service à la clientèle et nos agents de vente.',
              'Renseignements techniques : type d’appareil et de navigateur, version de l’application, langue et pages consultées, pour assurer le bon fonctionnement du service et l’améliorer.',
            ],
          },
        ],
      },
      {
        id: 'use',
        title: 'Utilisation des renseignements',
        blocks: [
          {
            list: [
              'Créer votre compte et vous connecter au moyen d’un code à usage unique envoyé par texto.',
              'Traiter, livrer et facturer vos commandes, et gérer les retours et remboursements.',
              'Vous informer de vos commandes et des produits dont vous avez demandé le retour en stock.',
              'Prévenir la fraude et assurer la sécurité de nos services.',
              'Comprendre l’utilisation de la boutique et l’améliorer.',
              'Avec votre consentement, vous envoyer des offres et notre infolettre. Vous pouvez vous désabonner en tout temps.',
            ],
          },
        ],
      },
      {
        id: 'consent',
        title: 'Consentement',
        blocks: [
          'En créant un compte ou en passant une commande, vous consentez à l’utilisation de vos renseignements décrite ici. Vous pouvez retirer votre consentement aux usages facultatifs, comme le marketing, en tout temps; le retrait du consentement aux usages essentiels peut nous empêcher de continuer à vous servir.',
        ],
      },
      {
        id: 'sharing',
        title: 'Communication à des tiers',
        blocks: [
          'Nous ne vendons pas vos renseignements personnels. Nous les communiquons uniquement aux fournisseurs de services qui nous aident à exploiter Supply Desk, en vertu de contrats qui les obligent à les protéger et à ne les utiliser que pour nous :',
          {
            list: [
              'les fournisseurs de paiement pour les cartes et le DPA;',
              'les fournisseurs de textos, de courriels et de clavardage avec le service à la clientèle;',
              'les services de cartographie pour la recherche d’adresses et les itinéraires de livraison;',
              'nos partenaires de livraison, qui voient ce qu’il leur faut pour livrer votre commande;',
              'les fournisseurs d’hébergement, de recherche et d’analyse.',
            ],
          },
          'Nous pouvons aussi communiquer des renseignements lorsque la loi l’exige, ou pour protéger les droits et la sécurité de nos clients, de notre personnel et du public.',
        ],
      },
      {
        id: 'cookies',
        title: 'Témoins et stockage local',
        blocks: [
          'Nous utilisons des témoins (cookies) et le stockage de votre appareil pour retenir votre lieu de livraison ou de cueillette, votre panier, votre langue, les produits consultés récemment et votre session. Les témoins d’analyse nous aident à comprendre l’utilisation de la boutique. Vous pouvez les effacer dans les réglages de votre navigateur; certaines fonctions cesseront alors de fonctionner jusqu’à ce que vous les configuriez de nouveau.',
        ],
      },
      {
        id: 'retention',
        title: 'Conservation et mesures de sécurité',
        blocks: [
          'Nous conservons les renseignements personnels seulement le temps nécessaire aux fins décrites ou exigé par la loi, par exemple sept ans pour les dossiers de commandes et de taxes. Nous les protégeons par le chiffrement des communications, le contrôle des accès, le hachage des jetons de session et la formation du personnel.',
          'Certains de nos fournisseurs peuvent conserver des renseignements à l’extérieur du Canada, où ils sont soumis aux lois du pays concerné.',
        ],
      },
      {
        id: 'rights',
        title: 'Accès et rectification',
        blocks: [
          'Vous pouvez consulter et mettre à jour la plupart de vos renseignements dans votre compte. Vous pouvez aussi nous demander une copie des renseignements personnels que nous détenons sur vous, leur rectification ou la suppression de votre compte. Nous répondrons dans les 30 jours.',
        ],
      },
      {
        id: 'changes',
        title: 'Modifications de cette politique',
        blocks: [
          'Si nous apportons une modification importante à cette politique, nous l’annoncerons sur notre site et par courriel au moins 30 jours avant son entrée en vigueur.',
        ],
      },
      {
        id: 'contact',
        title: 'Nous joindre',
        blocks: [
          'Pour toute question ou demande concernant vos renseignements personnels, écrivez à notre responsable de la protection de la vie privée à [orders@supplydesk.ca](mailto:orders@supplydesk.ca) en indiquant « Vie privée » en objet, ou appelez le [+1 888-555-0199](tel:+18885550199). Si notre réponse ne vous satisfait pas, vous pouvez vous adresser au Commissariat à la protection de la vie privée du Canada.',
        ],
      },
    ],
  },

  returnPolicy: {
    lead:
      'Nous voulons que chaque livraison soit parfaite. En cas de problème, voici comment fonctionnent les annulations, les retours et les remboursements.',
    sections: [
      {
        id: 'cancellations',
        title: 'Annuler une commande',
        blocks: [
          {
            qa: [
              {
                q: 'Puis-je annuler une commande?',
                a: [
                  'Oui. Une commande annulée le jour même où elle a été passée, avant 23 h 59, est remboursée en totalité.',
                  'Une commande annulée le lendemain, soit le jour de la livraison ou de la cueillette, est remboursée moins les frais de petite commande de 9,90 $, car la préparation et le chargement sont déjà commencés.',
                ],
              },
              {
                q: 'Comment annuler?',
                a: [
                  'Appelez le service à la clientèle au [+1 888-555-0199](tel:+18885550199) (du lundi au dimanche, de 10 h à 22 h) ou écrivez à [orders@supplydesk.ca](mailto:orders@supplydesk.ca) en indiquant votre numéro de commande.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'returns',
        title: 'Retours',
        blocks: [
          {
            qa: [
              {
                q: 'Quels produits puis-je retourner?',
                a: [
                  'Les produits secs non ouverts (riz, farine, huile, sauces, boissons, contenants, produits de papier et produits d’entretien) peuvent être retournés dans les 15 jours suivant leur réception, dans leur emballage d’origine.',
                  'Les produits frais et surgelés ne peuvent pas être retournés pour un changement d’avis, mais vous êtes protégé s’ils arrivent endommagés, avariés ou non conformes (voir ci-dessous).',
                ],
              },
              {
                q: 'Que faire à la réception des produits frais?',
                a: [
                  'Inspectez les produits frais (fruits et légumes, viandes, produits laitiers, poissons et fruits de mer, surgelés) dès leur réception. Si un article est endommagé, avarié, manquant ou non conforme, avisez-nous dans les 24 heures suivant la livraison, avec votre numéro de commande et une photo. Nous le rembourserons ou le remplacerons.',
                ],
              },
              {
                q: 'Comment se passe un retour?',
                a: [
                  'Communiquez d’abord avec nous. Nous récupérerons la marchandise lors de votre prochaine livraison ou vous demanderons de la rapporter à l’entrepôt, sans frais lorsque le retour est couvert par cette politique. Les retours sont gratuits.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'catch-weight',
        title: 'Produits à poids variable',
        blocks: [
          {
            qa: [
              {
                q: 'Comment les produits vendus au poids sont-ils facturés?',
                a: [
                  'Certains produits, comme les poissons entiers, les pièces de viande et les gros légumes, varient en poids. Ils sont affichés avec un poids approximatif par unité et facturés au prix standard pour ce poids.',
                  'Si le poids livré est inférieur au poids standard, nous remboursons la différence sur votre mode de paiement d’origine.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'refunds',
        title: 'Remboursements et frais de petite commande',
        blocks: [
          {
            qa: [
              {
                q: 'Quand les frais de petite commande s’appliquent-ils?',
                a: [
                  'Des frais de petite commande de 9,90 $ (taxes incluses) s’appliquent aux commandes de moins de 100 $ avant taxes. Il n’y a aucuns frais à partir de 100 $.',
                ],
              },
              {
                q: 'Un retour modifie-t-il les frais de petite commande?',
                a: [
                  'Si des retours font passer une commande sous 100 $, les frais de petite commande de 9,90 $ sont déduits de votre remboursement.',
                  'Les frais sont annulés lorsque l’écart provient d’articles que nous n’avons pas pu fournir ou de remboursements de poids variable : vous ne payez jamais pour nos manques.',
                ],
              },
              {
                q: 'Comment et quand serai-je remboursé?',
                a: [
                  'Une fois le retour approuvé, le remboursement est fait sur votre mode de paiement d’origine : sur la carte dans un délai de 5 à 10 jours ouvrables selon votre banque, sur le compte débité pour le DPA, et en crédit au compte pour les commandes payées comptant. Consultez notre [politique de paiement](/payment-policy) pour en savoir plus.',
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
      'Les présentes conditions régissent votre utilisation de Supply Desk (notre site, nos applications, notre console de commande pour ordinateur et la commande par téléphone) et chaque commande que vous passez chez nous. Veuillez les lire attentivement.',
    sections: [
      {
        id: 'acceptance',
        title: 'Acceptation des conditions',
        blocks: [
          'En créant un compte, en vous connectant ou en passant une commande, vous acceptez les présentes conditions en votre nom et au nom de l’entreprise que vous représentez. Si vous ne les acceptez pas, n’utilisez pas nos services.',
          'Nos services s’adressent aux entreprises. Vous devez avoir 18 ans ou plus et être autorisé à faire des achats pour votre entreprise.',
        ],
      },
      {
        id: 'accounts',
        title: 'Votre compte',
        blocks: [
          'Vous vous connectez avec votre numéro de cellulaire et un code à usage unique envoyé par texto. Protégez votre téléphone et vos codes : vous êtes responsable des commandes passées au moyen de votre compte. Avisez-nous immédiatement si vous pensez que quelqu’un d’autre l’a utilisé.',
          'À votre demande, nos agents de vente peuvent passer des commandes pour vous. Ces commandes sont soumises aux présentes conditions, sont enregistrées avec l’agent qui les a passées et ne peuvent pas utiliser les coupons ordinaires des utilisateurs.',
        ],
      },
      {
        id: 'orders',
        title: 'Commandes, prix et disponibilité',
        blocks: [
          {
            list: [
              'Les prix sont en dollars canadiens et n’incluent pas les taxes, sauf indication contraire. Les prix et promotions peuvent changer en tout temps; le prix applicable est celui confirmé au moment du paiement.',
              'Une commande est acceptée lorsqu’elle est confirmée et payée, ou confirmée pour un paiement comptant à la livraison ou différé. Nous pouvons refuser ou annuler une commande, par exemple en cas de rupture de stock ou d’erreur de prix manifeste; vous êtes alors remboursé en totalité.',
              'Les produits vendus au poids sont facturés comme le décrit notre [politique de retour](/return-policy).',
              'Les quantités peuvent être limitées par commande, y compris pour les offres spéciales.',
              'Si un produit devient indisponible après votre commande, nous le retirons de la commande et le remboursons.',
            ],
          },
        ],
      },
      {
        id: 'payment',
        title: 'Paiement',
        blocks: [
          'Vous acceptez de payer vos commandes avec les modes offerts au moment du paiement, ainsi que les frais décrits dans notre [politique de paiement](/payment-policy), notamment les frais de petite commande et les frais de canal de paiement.',
        ],
      },
      {
        id: 'delivery',
        title: 'Livraison et cueillette',
        blocks: [
          'Nous livrons aux adresses de restaurants et d’entreprises de nos secteurs selon l’[horaire de livraison](/delivery-schedule). Quelqu’un doit être présent pour recevoir la commande; si personne n’est là, nous pouvons facturer une nouvelle livraison.',
          'Les commandes en cueillette se récupèrent à l’entrepôt choisi pendant ses heures de cueillette. La propriété et les risques vous sont transférés à la livraison ou à la cueillette de la marchandise.',
        ],
      },
      {
        id: 'returns',
        title: 'Annulations et retours',
        blocks: ['Les annulations, retours et remboursements suivent notre [politique de retour](/return-policy).'],
      },
      {
        id: 'promotions',
        title: 'Coupons et promotions',
        blocks: [
          'Les coupons et promotions sont soumis à leurs propres conditions, n’ont aucune valeur monétaire et ne peuvent être combinés sauf indication contraire. Nous pouvons retirer une promotion en tout temps et annuler les avantages obtenus de façon abusive.',
        ],
      },
      {
        id: 'use',
        title: 'Utilisation acceptable',
        blocks: [
          'N’utilisez pas nos services de façon abusive : aucune entrave à leur fonctionnement, aucune extraction ni commande automatisée sans notre permission, aucun renseignement faux et aucune utilisation illégale. Nous pouvons suspendre les comptes qui enfreignent ces règles.',
        ],
      },
      {
        id: 'liability',
        title: 'Responsabilité',
        blocks: [
          'Nous fournissons nos services avec soin, sans garantir qu’ils seront toujours disponibles ou exempts d’erreurs. Dans la mesure permise par la loi, notre responsabilité pour une commande se limite au montant que vous avez payé, et nous ne sommes pas responsables des pertes indirectes comme la perte de profits ou l’interruption des affaires. Rien dans les présentes ne limite les droits que la loi vous accorde et qui ne peuvent être exclus.',
        ],
      },
      {
        id: 'law',
        title: 'Droit applicable',
        blocks: [
          'Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Les tribunaux de l’Ontario sont compétents pour tout litige.',
        ],
      },
      {
        id: 'changes',
        title: 'Modifications des conditions',
        blocks: [
          'Nous pouvons mettre à jour les présentes conditions. Nous annoncerons les changements importants sur notre site avant leur entrée en vigueur; continuer d’utiliser nos services par la suite signifie que vous acceptez les nouvelles conditions.',
        ],
      },
      {
        id: 'contact',
        title: 'Nous joindre',
        blocks: [
          'Des questions sur ces conditions? Appelez le [+1 888-555-0199](tel:+18885550199) ou écrivez à [orders@supplydesk.ca](mailto:orders@supplydesk.ca).',
        ],
      },
    ],
  },

  deliverySchedule: {
    lead:
      'Livraison gratuite le lendemain pour les restaurants de nos secteurs. Trouvez votre secteur et le jour de votre commande pour savoir quand elle arrivera, ou récupérez-la à l’un de nos entrepôts.',
    rules: [
      'Les commandes confirmées entre 0 h et 23 h 59 sont livrées gratuitement le lendemain.',
      'Les livraisons arrivent entre 8 h et 23 h, pendant les heures d’ouverture de votre restaurant.',
      'Nous livrons du lundi au samedi. Il n’y a pas de livraison le dimanche.',
      'Les commandes passées le samedi ou le dimanche sont livrées le lundi.',
      'Les commandes passées le vendredi peuvent être livrées le samedi, ou le lundi si vous préférez.',
      'Nous livrons uniquement aux adresses de restaurants et d’entreprises.',
    ],
    outerAreas:
      'Certains secteurs éloignés ne sont pas encore desservis par la livraison en ligne. Si votre adresse est hors des secteurs indiqués, appelez notre équipe des ventes au [+1 888-555-0199](tel:+18885550199) : nous pourrons peut-être quand même vous livrer.',
    pickupLead: 'Vous préférez passer prendre votre commande? Choisissez un entrepôt comme lieu et récupérez-la sur place.',
    pickupRules: [
      'La cueillette se fait du lundi au vendredi, de 13 h à 16 h. Les entrepôts sont fermés la fin de semaine et les jours fériés de l’Ontario.',
      'Prévoyez 1 heure après la confirmation de votre commande pour que nous la préparions.',
      'Les viandes et les surgelés ne peuvent pas être récupérés en cueillette; ils sont livrés seulement. Le paiement vous indique quels articles empêchent la cueillette.',
      'Les commandes en cueillette se paient en ligne (carte ou DPA).',
    ],
    faq: [
      {
        q: 'La livraison est-elle vraiment gratuite?',
        a: [
          'Oui. La livraison le lendemain est gratuite pour toutes les commandes. Les commandes de moins de 100 $ avant taxes comportent des frais de petite commande de 9,90 $, quel que soit le mode de réception.',
        ],
      },
      {
        q: 'Puis-je choisir l’heure de livraison?',
        a: [
          'Au moment du paiement, vous pouvez demander la livraison la plus tôt possible ou une heure d’arrivée approximative. Nous livrons de 8 h à 23 h et faisons de notre mieux pour respecter votre préférence pendant vos heures d’ouverture.',
        ],
      },
      {
        q: 'J’ai commandé un vendredi. Quand serai-je livré?',
        a: ['Les commandes du vendredi peuvent être livrées le samedi. Si votre restaurant est fermé le samedi, choisissez le lundi au moment du paiement.'],
      },
      {
        q: 'Pourquoi ne puis-je pas récupérer les viandes ni les surgelés?',
        a: [
          'Pour ne jamais rompre la chaîne du froid, les viandes et les surgelés voyagent uniquement dans nos camions réfrigérés. Commandez-les en livraison, ou divisez votre commande : produits secs et frais en cueillette, viandes et surgelés en livraison.',
        ],
      },
      {
        q: 'Les entrepôts sont-ils ouverts les jours fériés?',
        a: ['Non. La cueillette est fermée les jours fériés de l’Ontario. Les livraisons prévues ces jours-là peuvent être reportées au jour de livraison suivant; nous vous en aviserons.'],
      },
      {
        q: 'Mon secteur n’est pas dans la liste. Que faire?',
        a: ['Appelez notre équipe des ventes au [+1 888-555-0199](tel:+18885550199). Le Québec n’est pas encore desservi; nous annoncerons les nouveaux secteurs à leur ouverture.'],
      },
    ],
  },

  contactUs: {
    lead: 'Nous sommes là sept jours sur sept pour vous aider avec vos commandes, vos livraisons, vos retours et votre compte.',
    serviceBody:
      'Appelez-nous ou écrivez-nous du lundi au dimanche, de 10 h à 22 h. Pour une commande existante, ayez votre numéro de commande à portée de main.',
    warehousesLead: 'Nos deux entrepôts desservent la livraison dans leur secteur et accueillent les commandes en cueillette en semaine.',
    help: [
      { title: 'Jours et secteurs de livraison', body: 'Consultez l’[horaire de livraison](/delivery-schedule) pour savoir quand votre commande arrivera.' },
      { title: 'Retours et remboursements', body: 'Lisez notre [politique de retour](/return-policy) : annulations, retours et frais de petite commande.' },
      { title: 'Questions de paiement', body: 'Notre [politique de paiement](/payment-policy) explique les cartes, le DPA, les frais et la remise.' },
    ],
  },

  appDownload: {
    promo:
      'Commandez plus vite avec l’application Supply Desk. Recommandez vos produits habituels en quelques touches, suivez vos livraisons et recevez sur votre téléphone les avis de retour en stock.',
    benefits: [
      'Recommandez depuis l’historique de vos commandes en quelques secondes.',
      'Des notifications pour vos livraisons et vos paiements.',
      'Des rappels de retour en stock pour les produits qu’il vous faut.',
      'Les mêmes prix, coupons et la livraison gratuite le lendemain que sur le site.',
    ],
    note: 'Offerte pour iPhone et téléphones Android au Canada.',
  },
};

export default fr;
