import { render, screen } from '@testing-library/react';
import { moveInText, titleText } from '@/lib/messages/listing-terms';
import { MoveInCostSection } from './MoveInCostSection';
import { TitleSection } from './TitleSection';

const lagos = { id: 25, name: 'Lagos' };
const rent = (fees: Parameters<typeof MoveInCostSection>[0]['property']['move_in_fees'], state = lagos) =>
  ({ transaction_type: 'RENT' as const, price: '2000000', state, move_in_fees: fees });

describe('MoveInCostSection', () => {
  it('lists each fee and the total to move in', () => {
    render(<MoveInCostSection property={rent({ agency_fee: { unit: 'percent', value: 10 }, caution_deposit: { unit: 'naira', value: 300_000 } })} />);
    expect(screen.getByText('Agency fee')).toBeInTheDocument();
    expect(screen.getByText('₦200,000')).toBeInTheDocument();
    expect(screen.getByText('Total to move in: ₦2,500,000, plus the fees not stated')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says which fees the listing does not state, and "None" for a fee of 0', () => {
    render(<MoveInCostSection property={rent({ agency_fee: { unit: 'naira', value: 0 }, legal_fee: { unit: 'naira', value: 100_000 } })} />);
    expect(screen.getByText('Agency fee').nextElementSibling).toHaveTextContent(moveInText.noFee);
    expect(screen.getByText('Caution deposit').nextElementSibling).toHaveTextContent(moveInText.notStated);
    expect(screen.getByText('Service charge').nextElementSibling).toHaveTextContent(moveInText.notStated);
    expect(screen.getByText('Legal fee').nextElementSibling).toHaveTextContent('₦100,000');
  });

  it('names every fee as not stated when the owner stated none', () => {
    render(<MoveInCostSection property={rent(null)} />);
    expect(screen.getAllByText(moveInText.notStated)).toHaveLength(4);
    expect(screen.getByText('Total to move in: ₦2,000,000, plus the fees not stated')).toBeInTheDocument();
  });

  it('cites the Lagos limit on an agency fee above 10% of the annual rent, and only in Lagos', () => {
    const fees = { agency_fee: { unit: 'percent' as const, value: 15 } };
    const { unmount } = render(<MoveInCostSection property={rent(fees)} />);
    expect(screen.getByRole('note')).toHaveTextContent(moveInText.overLagosLimit('Agency fee'));
    expect(screen.getByRole('note')).toHaveTextContent('Lagos State Tenancy Law 2011');
    unmount();
    render(<MoveInCostSection property={rent(fees, { id: 31, name: 'Oyo' })} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows nothing without fees, or on a sale', () => {
    const { container } = render(<MoveInCostSection property={rent(undefined)} />);
    expect(container).toBeEmptyDOMElement();
    const sale = render(<MoveInCostSection property={{ ...rent({ agency_fee: { unit: 'naira', value: 1 } }), transaction_type: 'BUY' }} />);
    expect(sale.container).toBeEmptyDOMElement();
  });
});

describe('TitleSection', () => {
  it('explains the title and lists the checks, with family signatories for customary land', () => {
    render(<TitleSection title={{ type: 'customary', documents_seen: false }} />);
    expect(screen.getByRole('heading', { name: titleText.heading })).toBeInTheDocument();
    expect(screen.getByText(titleText.meanings.customary)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(titleText.checklist.signFamily)).toBeInTheDocument();
    expect(screen.queryByText(titleText.documentsSeen)).not.toBeInTheDocument();
  });

  it('says when staff have seen the documents, and shows nothing without a title', () => {
    render(<TitleSection title={{ type: 'c_of_o', documents_seen: true }} />);
    expect(screen.getByText(titleText.documentsSeen)).toBeInTheDocument();
    expect(screen.getByText(titleText.checklist.signIndividual)).toBeInTheDocument();
    const none = render(<TitleSection title={null} />);
    expect(none.container).toBeEmptyDOMElement();
  });
});
