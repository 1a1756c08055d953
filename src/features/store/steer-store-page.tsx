import { Check, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, PageHeader } from '@/components/ui';
import { chatRequestAtom } from '@/lib/chat-request';
import { useSetAtom } from '@/lib/jotai';
import { contactDraft, formatPrice, OFFER_CATEGORIES, STORE_OFFERS, type StoreOffer } from './offers';
import './store.css';

export interface SteerStorePageProps {
  /** The catalogue (Steer's offers by default). */
  offers?: readonly StoreOffer[];
}

export const storeContent = {
  title: 'SteerStore',
  intro:
    "Allez plus loin avec l'équipe Steer : heures de copilotage, formations, préparation à un label ou bilan carbone. Votre copilote vous conseille l'offre adaptée à votre maturité et établit le devis.",
  contact: 'Contacter mon copilote',
  contactLabel: (title: string) => `Contacter mon copilote au sujet de l'offre « ${title} »`,
  contactSent: (title: string) =>
    `Le chat avec votre copilote s'ouvre avec un message prérempli sur l'offre « ${title} » : relisez-le puis envoyez-le.`,
  includes: 'Ce qui est compris',
  highlighted: 'Le plus demandé',
  empty: "Aucune offre n'est disponible pour le moment. Votre copilote reste joignable depuis le chat.",
  vat: 'Prix hors taxes. Devis sur demande pour les entreprises de plus de 50 salariés.',
} as const;

/** /steer-store: Steer's paid offers; asking about one opens the copilote chat with a message naming it. */
export function SteerStorePage({ offers = STORE_OFFERS }: SteerStorePageProps) {
  const requestChat = useSetAtom(chatRequestAtom);
  const [asked, setAsked] = useState<StoreOffer | null>(null);

  return (
    <div className="store">
      <PageHeader title={storeContent.title} intro={storeContent.intro} />
      {asked && <Alert tone="success">{storeContent.contactSent(asked.title)}</Alert>}
      {offers.length === 0 ? (
        <p className="store__empty">{storeContent.empty}</p>
      ) : (
        <ul className="store__grid">
          {offers.map((offer) => (
            <li key={offer.id} className={`offer${offer.highlighted ? ' offer--highlighted' : ''}`}>
              <article className="offer__body" aria-labelledby={`offer-${offer.id}`}>
                <p className="offer__category eyebrow">
                  {OFFER_CATEGORIES[offer.category]}
                  {offer.highlighted && <span className="offer__badge">{storeContent.highlighted}</span>}
                </p>
                <h2 id={`offer-${offer.id}`} className="offer__title">
                  {offer.title}
                </h2>
                <p className="offer__price">
                  <strong>{formatPrice(offer)}</strong> <span>{offer.priceUnit}</span>
                </p>
                <p className="offer__format">{offer.format}</p>
                <p className="offer__summary">{offer.summary}</p>
                <h3 className="offer__includes-title">{storeContent.includes}</h3>
                <ul className="offer__includes">
                  {offer.includes.map((item) => (
                    <li key={item}>
                      <Check aria-hidden="true" size={16} />
                      {item}
                    </li>
                  ))}
                </ul>
                <Button
                  variant={offer.highlighted ? 'primary' : 'secondary'}
                  aria-label={storeContent.contactLabel(offer.title)}
                  iconStart={<MessageCircle aria-hidden="true" size={16} />}
                  onPress={() => {
                    requestChat({ draft: contactDraft(offer) });
                    setAsked(offer);
                  }}
                >
                  {storeContent.contact}
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className="store__vat">{storeContent.vat}</p>
    </div>
  );
}
