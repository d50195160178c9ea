import type { PropertyArt } from '../images/catalog';
import { PROPERTY_TYPE } from '../taxonomy';

/**
 * What a listing of each category looks like: its picture, rooms, size and the names agents
 * give it. Name templates take {beds}, {sqm}, {plot}, {rooms} and {seats}, filled by the generator;
 * some fit only some places (`nameFits` in generate.ts).
 */
export type ListingKind = {
  categoryId: number;
  typeId: number;
  art: PropertyArt;
  bedrooms: [number, number];
  /** Floor area per listing, or per bedroom for homes. */
  squareFeet: [number, number];
  /** Relative frequency among generated listings. */
  weight: number;
  /** Share of these listings offered for rent rather than sale. */
  rentShare: number;
  /** Price relative to a plain flat of the same size in the same market. */
  priceFactor: number;
  names: string[];
};

const residential = PROPERTY_TYPE.residential;
const commercial = PROPERTY_TYPE.commercial;
const land = PROPERTY_TYPE.land;

export const listingKinds: ListingKind[] = [
  {
    categoryId: 1, typeId: residential, art: 'apartments', bedrooms: [1, 4], squareFeet: [450, 650], weight: 16, rentShare: 0.6, priceFactor: 0.8,
    names: ['{beds} Bedroom Flat', '{beds} Bedroom Apartment', 'Serviced {beds} Bedroom Apartment', 'Newly Built {beds} Bedroom Flat', 'Flat', '{beds} Bedroom Flat with Sea View'],
  },
  {
    categoryId: 2, typeId: residential, art: 'duplex', bedrooms: [4, 6], squareFeet: [550, 800], weight: 14, rentShare: 0.3, priceFactor: 1.2,
    names: ['{beds} Bedroom Detached Duplex', '{beds} Bedroom Duplex with BQ', 'Detached Duplex', 'Luxury {beds} Bedroom Fully Detached Duplex', 'Duplex'],
  },
  {
    categoryId: 3, typeId: residential, art: 'duplex', bedrooms: [3, 5], squareFeet: [500, 700], weight: 9, rentShare: 0.35, priceFactor: 1,
    names: ['{beds} Bedroom Semi-detached Duplex', 'Semi-detached Duplex', '{beds} Bed Semi-detached House with BQ'],
  },
  {
    categoryId: 4, typeId: residential, art: 'bungalow', bedrooms: [2, 4], squareFeet: [500, 700], weight: 9, rentShare: 0.35, priceFactor: 0.85,
    names: ['{beds} Bedroom Bungalow', 'Detached Bungalow', '{beds} Bedroom Bungalow on a Full Plot', 'Bungalow'],
  },
  {
    categoryId: 5, typeId: residential, art: 'terrace', bedrooms: [3, 4], squareFeet: [450, 600], weight: 7, rentShare: 0.4, priceFactor: 0.95,
    names: ['{beds} Bedroom Terrace Duplex', '{beds} Bedroom Terrace', 'Terrace House', 'Newly Built {beds} Bedroom Terrace in an Estate'],
  },
  {
    categoryId: 6, typeId: residential, art: 'apartments', bedrooms: [1, 1], squareFeet: [280, 380], weight: 5, rentShare: 0.9, priceFactor: 0.55,
    names: ['Self-contain', 'Self-contain Apartment', 'Studio Self-contain', 'Spacious Self-contain Room'],
  },
  {
    categoryId: 7, typeId: residential, art: 'apartments', bedrooms: [1, 1], squareFeet: [420, 560], weight: 6, rentShare: 0.85, priceFactor: 0.7,
    names: ['Mini Flat', 'Mini Flat (1 Bedroom)', 'Spacious Mini Flat', 'Newly Renovated Mini Flat'],
  },
  {
    categoryId: 8, typeId: residential, art: 'apartments', bedrooms: [3, 5], squareFeet: [700, 950], weight: 3, rentShare: 0.4, priceFactor: 1.7,
    names: ['{beds} Bedroom Penthouse', 'Penthouse', 'Luxury {beds} Bedroom Penthouse Apartment'],
  },
  {
    categoryId: 9, typeId: commercial, art: 'office', bedrooms: [0, 0], squareFeet: [800, 12000], weight: 8, rentShare: 0.6, priceFactor: 1,
    names: ['Office Space', 'Open-plan Office Space', '{sqm} m² Office Floor', 'Serviced Office Suite', 'Office Building'],
  },
  {
    categoryId: 10, typeId: commercial, art: 'shops', bedrooms: [0, 0], squareFeet: [200, 1500], weight: 6, rentShare: 0.7, priceFactor: 1.1,
    names: ['Shop', 'Shop Space', 'Plaza Shop', 'Ground-floor Shop in a Busy Plaza'],
  },
  {
    categoryId: 11, typeId: commercial, art: 'warehouse', bedrooms: [0, 0], squareFeet: [5000, 30000], weight: 4, rentShare: 0.5, priceFactor: 0.45,
    names: ['Warehouse', '{sqm} m² Warehouse', 'Warehouse with Loading Bay'],
  },
  {
    categoryId: 12, typeId: commercial, art: 'office', bedrooms: [0, 0], squareFeet: [8000, 25000], weight: 2, rentShare: 0.2, priceFactor: 0.8,
    names: ['{rooms}-room Hotel', 'Boutique Hotel', 'Hotel'],
  },
  {
    categoryId: 13, typeId: commercial, art: 'warehouse', bedrooms: [0, 0], squareFeet: [6000, 20000], weight: 2, rentShare: 0.3, priceFactor: 0.6,
    names: ['Event Centre', 'Event Hall', '{seats}-seat Event Centre'],
  },
  {
    categoryId: 14, typeId: land, art: 'land', bedrooms: [0, 0], squareFeet: [0, 0], weight: 10, rentShare: 0, priceFactor: 1,
    names: ['{plot}', '{plot} in a Gated Estate', 'Residential Land', '{plot} with C of O', 'Dry Land'],
  },
  {
    categoryId: 15, typeId: land, art: 'land', bedrooms: [0, 0], squareFeet: [0, 0], weight: 4, rentShare: 0, priceFactor: 1.4,
    names: ['Commercial Land', '{plot} for Commercial Use', 'Corner-piece Commercial Plot'],
  },
  {
    categoryId: 16, typeId: land, art: 'land', bedrooms: [0, 0], squareFeet: [0, 0], weight: 3, rentShare: 0, priceFactor: 1,
    names: ['Farmland', '{plot} of Farmland', 'Fertile Farmland with Stream'],
  },
  {
    categoryId: 17, typeId: land, art: 'land', bedrooms: [0, 0], squareFeet: [0, 0], weight: 3, rentShare: 0, priceFactor: 1.2,
    names: ['Mixed-use Land', '{plot} for Mixed Use'],
  },
];

export type PlotSize = { label: string; squareMetres: number; plots: number };

/** A standard Nigerian plot is 600 m² (648 in parts of Lagos); farmland is sold by the acre or hectare. */
export const buildingPlots: PlotSize[] = [
  { label: 'Half Plot (300 m²)', squareMetres: 300, plots: 1 },
  { label: '450 m² Plot', squareMetres: 450, plots: 1 },
  { label: 'Full Plot (600 m²)', squareMetres: 600, plots: 1 },
  { label: '648 m² Plot', squareMetres: 648, plots: 1 },
  { label: '1,000 m² Plot', squareMetres: 1000, plots: 1 },
  { label: '2 Plots (1,200 m²)', squareMetres: 1200, plots: 2 },
  { label: '4 Plots (2,400 m²)', squareMetres: 2400, plots: 4 },
];

export const farmPlots: PlotSize[] = [
  { label: '2 Acres', squareMetres: 8094, plots: 1 },
  { label: '5 Acres', squareMetres: 20234, plots: 1 },
  { label: '5 Hectares', squareMetres: 50000, plots: 1 },
  { label: '10 Hectares', squareMetres: 100000, plots: 1 },
];

export const SQUARE_FEET_PER_SQUARE_METRE = 10.764;

/** A floor area in square metres, rounded to 10 as agents quote them. */
export const roundedSquareMetres = (squareFeet: number) => Math.round(squareFeet / SQUARE_FEET_PER_SQUARE_METRE / 10) * 10;

export const FARMLAND_CATEGORY_ID = 16;
export const FLAT_CATEGORY_ID = 1;
export const PENTHOUSE_CATEGORY_ID = 8;
