import { affordabilitySchema, fieldMessages, instalmentCalculatorSchema, mortgageCalculatorSchema, typedValues } from './finance';

const messagesOf = (result: { success: boolean; error?: Parameters<typeof fieldMessages>[0] }) => (result.success ? {} : fieldMessages(result.error!));

describe('affordabilitySchema', () => {
  test('numbers typed with commas or sent as numbers; zero down payment is fine', () => {
    expect(affordabilitySchema.parse({ net_salary: '450,000', down_payment: '0', installment_option: 'off_plan' })).toEqual({
      net_salary: 450_000, down_payment: 0, installment_option: 'off_plan',
    });
    expect(affordabilitySchema.parse({ net_salary: 450_000, down_payment: 2_000_000, installment_option: 'completed' }).down_payment).toBe(2_000_000);
  });

  test('all three are required; salary must be a positive number', () => {
    expect(messagesOf(affordabilitySchema.safeParse({ net_salary: '', down_payment: '', installment_option: '' }))).toEqual({
      net_salary: 'This is required.', down_payment: 'This is required.', installment_option: 'Choose an instalment option',
    });
    expect(messagesOf(affordabilitySchema.safeParse({ net_salary: 'abc', down_payment: '-5', installment_option: 'rent' }))).toEqual({
      net_salary: 'Enter the amount as a number', down_payment: 'Enter the amount as a number', installment_option: 'Choose an instalment option',
    });
    expect(messagesOf(affordabilitySchema.safeParse({ net_salary: '0', down_payment: '1', installment_option: 'completed' }))).toEqual({
      net_salary: 'The amount must be more than zero',
    });
  });
});

describe('the calculators', () => {
  test('mortgage: decimals in the rate, whole years from 1 to 40, down payment below the price', () => {
    expect(mortgageCalculatorSchema.parse({ price: '12,000,000', down: '2,000,000', rate: '12.5', years: '20' })).toEqual({
      price: 12_000_000, down: 2_000_000, rate: 12.5, years: 20,
    });
    expect(messagesOf(mortgageCalculatorSchema.safeParse({ price: '', down: '', rate: '101', years: '0' }))).toEqual({
      price: 'This is required.', down: 'This is required.', rate: 'Enter a rate from 0 to 100', years: 'Enter a whole number of years from 1 to 40',
    });
    expect(messagesOf(mortgageCalculatorSchema.safeParse({ price: '10000000', down: '10000000', rate: '0', years: '2.5' }))).toEqual({
      years: 'Enter a whole number of years from 1 to 40',
    });
    expect(messagesOf(mortgageCalculatorSchema.safeParse({ price: '10000000', down: '10000000', rate: '0', years: '5' }))).toEqual({
      down: 'The down payment must be less than the home price',
    });
  });

  test('instalment: months from 1 to 120, a deposit up to the price, a mark-up from 0 to 100', () => {
    expect(instalmentCalculatorSchema.parse({ price: '30000000', deposit: '30000000', months: '12', markup: '0' }).deposit).toBe(30_000_000);
    expect(messagesOf(instalmentCalculatorSchema.safeParse({ price: '1000', deposit: '2000', months: '121', markup: 'ten' }))).toEqual({
      months: 'Enter a whole number of months from 1 to 120', markup: 'Enter a mark-up from 0 to 100',
    });
    expect(messagesOf(instalmentCalculatorSchema.safeParse({ price: '1000', deposit: '2000', months: '12', markup: '5' }))).toEqual({
      deposit: 'The deposit cannot be more than the home price',
    });
  });

  test('the typed values come from the URL as given, first of repeated ones, missing ones empty', () => {
    expect(typedValues(['price', 'rate', 'years'], { price: ['5,000', '7'], rate: '9.5' })).toEqual({ price: '5,000', rate: '9.5', years: '' });
  });
});
