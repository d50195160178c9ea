import { calculatorText } from '@/lib/messages/calculators';
import type { CalculatorField } from './CalculatorForm';

/** The mortgage calculator's inputs, on /finance/paymentoptions and on /mortgage (which sends them there). */
export const mortgageFields: CalculatorField[] = [
  { name: 'price', label: calculatorText.homePrice, hint: calculatorText.amountHint },
  { name: 'down', label: calculatorText.mortgageDown },
  { name: 'rate', label: calculatorText.interestRate, decimals: true },
  { name: 'years', label: calculatorText.loanTerm },
];

export const instalmentFields: CalculatorField[] = [
  { name: 'price', label: calculatorText.homePrice, hint: calculatorText.amountHint },
  { name: 'deposit', label: calculatorText.deposit },
  { name: 'months', label: calculatorText.months },
  { name: 'markup', label: calculatorText.markup, hint: calculatorText.markupHint, decimals: true },
];
