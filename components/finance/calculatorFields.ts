import { financeText } from '@/lib/messages/finance';
import type { CalculatorField } from './CalculatorForm';

/** The mortgage calculator's inputs, on /finance/paymentoptions and on /mortgage (which sends them there). */
export const mortgageFields: CalculatorField[] = [
  { name: 'price', label: financeText.homePrice, hint: financeText.amountHint },
  { name: 'down', label: financeText.mortgageDown },
  { name: 'rate', label: financeText.interestRate, decimals: true },
  { name: 'years', label: financeText.loanTerm },
];

export const instalmentFields: CalculatorField[] = [
  { name: 'price', label: financeText.homePrice, hint: financeText.amountHint },
  { name: 'deposit', label: financeText.deposit },
  { name: 'months', label: financeText.months },
  { name: 'markup', label: financeText.markup, hint: financeText.markupHint, decimals: true },
];
