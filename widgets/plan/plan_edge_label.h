#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPalette>

#include <vector>

namespace sluice {

/// The label of a Plan dock edge: its exchange kind ("hash[tier]", "forward") in a small pill
/// over the line, readable in both themes (the scene's background behind the text, outlined
/// like the edge). Long kinds are elided in the middle to `maxWidth`; a text of several lines
/// ('\n') is centred line by line.
class PlanEdgeLabel : public QGraphicsItem
{
public:
    PlanEdgeLabel(const QString &text, const QFont &font, qreal maxWidth, const QPalette &palette,
                  const QColor &border);

    QRectF boundingRect() const override { return m_rect; }
    QString text() const { return m_text; }
    /// Shows `text` instead, the label kept centred where it was (live figures).
    void setText(const QString &text);
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget) override;

    /// The font labels use: a little smaller than the view's.
    static QFont labelFont(const QFont &base);
    /// The size of a label showing `text` (its height alone for an empty text).
    static QSizeF size(const QFont &font, const QString &text, qreal maxWidth);
    /// The point of the cubic Bézier a-c1-c2-b whose y (topToBottom) or x equals `along`; the
    /// plan's edges are monotonic in that coordinate.
    static QPointF pointOnCubic(QPointF a, QPointF c1, QPointF c2, QPointF b, qreal along,
                                bool topToBottom);
    /// Adds to `path` the head of an arrow ending at `tip`, pointing along the flow (down for
    /// topToBottom, else right).
    static void addArrowHead(QPainterPath &path, QPointF tip, bool topToBottom);
    /// An edge through `points`: where it leaves its producer, then the entry and exit of each
    /// slot it keeps in the layers it crosses (PlanLayout::Grid), then where it enters its
    /// consumer. A curve between layers, straight across each slot, an arrow head at the end.
    static QPainterPath edgePath(const std::vector<QPointF> &points, bool topToBottom);
    /// Where an edge's label goes: on its first curve (`points` as for edgePath), `along` the
    /// flow (in the first gap after the producer, where the curve is still its own).
    static QPointF labelPoint(const std::vector<QPointF> &points, qreal along, bool topToBottom);
    /// Labels sharing one gap between layers: pushed apart across the flow so none overlaps
    /// another, the group kept centred where it was.
    static void spread(std::vector<QGraphicsItem *> &labels, bool topToBottom);

private:
    QString m_text;
    qreal m_maxWidth;
    QFont m_font;
    QPalette m_palette;
    QColor m_border;
    QRectF m_rect;
};

} // namespace sluice
